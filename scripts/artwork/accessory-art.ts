import { drawBolster, drawBox, drawMattress, drawPillow, type MattressLook } from './bedding.js';
import {
  boxCorners,
  facePoint,
  faceQuad,
  footprint,
  frame,
  paintFace,
  project,
  projectAll,
  shadow,
} from './camera.js';
import { type LayerKind, layerFill } from './layers.js';
import { type ArtContext, type ArtKind, artKindOf, mattressLook } from './mattress-art.js';
import { type BedScene, bedroom, studio } from './scenes.js';
import {
  BLACK,
  CREAM,
  darker,
  GOLD,
  H,
  lighter,
  mix,
  num,
  type Pt,
  polygon,
  polyline,
  SAND,
  Svg,
  type Vec3,
  W,
  WHITE,
} from './svg.js';

function pillowCorners(x: number, y: number, z: number, w: number, d: number): Vec3[] {
  return [
    [x, y, z + d],
    [x + w, y, z + d],
    [x + w, y, z],
    [x, y, z],
  ];
}

/** A pillow (or pair) resting on the studio floor. */
function pillowStudio(svg: Svg, colour: string, pair: boolean) {
  const cam = frame(boxCorners([0, 0, -30], [75, 45, 76]), {
    yaw: 0.45,
    pitch: 0.35,
    dist: 300,
    fill: 0.75,
  });
  shadow(svg, cam, footprint([0, 0, 0], [70, 0, 46], 2), 0.4, 12);
  if (pair) {
    // The second pillow leans behind the first, as on a made bed.
    shadow(svg, cam, footprint([6, 0, -28], [64, 0, 18], 2), 0.3, 10);
    drawPillow(
      svg,
      cam,
      [
        [5, 1, -10],
        [75, 1, -10],
        [75, 44, -24],
        [5, 44, -24],
      ],
      [0, 0, -12],
      lighter(colour, 0.3),
    );
  }
  drawPillow(svg, cam, pillowCorners(0, 13, 0, 70, 46), [0, -12, 0], colour);
}

/** A contour pillow: its wave-shaped profile extruded along its width. */
function contourPillow(svg: Svg, colour: string) {
  const cam = frame(boxCorners([0, 0, 0], [60, 14, 40]), {
    yaw: 0.6,
    pitch: 0.45,
    dist: 260,
    fill: 0.7,
  });
  const width = 60;
  const profile = Array.from({ length: 25 }, (_, i): Pt => {
    const z = (i / 24) * 40;
    return [
      z,
      9 +
        2.5 * Math.cos((z / 40) * Math.PI * 2) +
        (z < 12 ? 2.5 : 0) * Math.sin((z / 12) * Math.PI),
    ];
  });
  shadow(svg, cam, footprint([0, 0, 0], [width, 0, 40], 2), 0.3, 12);
  const side: Pt[] = projectAll(cam, [
    [width, 0, 0],
    ...profile.map(([z, y]): Vec3 => [width, y, z]),
    [width, 0, 40],
  ]);
  // Strips between neighbouring profile points, shaded by how much they face the light.
  profile.slice(1).forEach(([z, y], i) => {
    const [pz, py] = profile[i] ?? [z, y];
    const facing = Math.max(0, Math.min(1, 0.55 + (py - y) * 0.25));
    const strip: Vec3[] = [
      [0, py, pz],
      [width, py, pz],
      [width, y, z],
      [0, y, z],
    ];
    const c = mix(darker(colour, 0.12), lighter(colour, 0.5), facing);
    svg.add(polygon(projectAll(cam, strip), `fill="${c}" stroke="${c}" stroke-width="1"`));
  });
  const front = projectAll(cam, [
    [0, 0, 40],
    [width, 0, 40],
    [width, profile.at(-1)?.[1] ?? 9, 40],
    [0, profile.at(-1)?.[1] ?? 9, 40],
  ]);
  svg.add(
    polygon(front, `fill="${darker(colour, 0.08)}"`),
    polygon(side, `fill="${darker(colour, 0.2)}"`),
  );
  // Ventilation pin holes on the side.
  for (let z = 6; z < 36; z += 6) {
    const [x, y] = project(cam, [width, 4.5, z]);
    svg.add(
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="2.2" ry="3.2" fill="${darker(colour, 0.35)}"/>`,
    );
  }
}

/** A cut pillow: a rounded slab showing what it is filled with. */
function pillowSection(svg: Svg, colour: string, fill: LayerKind) {
  const cam = frame(boxCorners([0, 0, 0], [70, 14, 46]), {
    yaw: 0.2,
    pitch: 0.3,
    dist: 260,
    fill: 0.72,
  });
  shadow(svg, cam, footprint([0, 0, 0], [70, 0, 46], 2), 0.3, 12);
  const faces = drawBox(svg, cam, [0, 0, 0], [70, 14, 46], {
    top: colour,
    side: colour,
    edge: lighter(colour, 0.3),
  });
  paintFace(
    svg,
    cam,
    faces.front,
    `<rect width="70" height="14" fill="${colour}"/><rect x="1" y="1" width="68" height="12" rx="6" fill="${layerFill(svg, { kind: fill, cm: 12 })}"/>`,
  );
}

/** A stack of folded sheets with a paper band. */
function sheetStack(svg: Svg, colours: readonly string[]) {
  const cam = frame(boxCorners([0, 0, 0], [50, colours.length * 6, 38]), {
    yaw: 0.55,
    pitch: 0.5,
    dist: 240,
    fill: 0.65,
  });
  shadow(svg, cam, footprint([0, 0, 0], [50, 0, 36], 2), 0.3, 12);
  colours.forEach((colour, i) => {
    const faces = drawBox(svg, cam, [i * 1.5, i * 6, i * 0.8], [50 - i * 3, 6, 36 - i * 1.6], {
      top: colour,
      side: colour,
      edge: lighter(colour, 0.25),
    });
    svg.add(
      polyline(
        projectAll(cam, [facePoint(faces.front, 0, 0.5), facePoint(faces.front, 1, 0.5)]),
        `stroke="${darker(colour, 0.15)}" stroke-width="1.2"`,
      ),
      polygon(projectAll(cam, faceQuad(faces.front, 0.44, 0.56, 0, 1)), `fill="${SAND}"`),
    );
    if (i === colours.length - 1) {
      svg.add(
        polygon(
          projectAll(cam, faceQuad(faces.top, 0.44, 0.56, 0, 1)),
          `fill="${lighter(SAND, 0.3)}"`,
        ),
      );
    }
  });
  // A paper band and gold seal around the stack.
  const seal = project(cam, [25, colours.length * 3, 38]);
  svg.add(
    `<circle cx="${num(seal[0])}" cy="${num(seal[1])}" r="13" fill="${GOLD}" stroke="${lighter(GOLD, 0.4)}" stroke-width="2"/>`,
  );
}

/** A flat fabric close-up: knit, terry or weave, with optional water beads or airflow. */
export function fabricCloseUp(
  svg: Svg,
  colour: string,
  weave: 'knit' | 'terry' | 'weave',
  extra: 'beads' | 'air' | null,
) {
  const pattern =
    weave === 'knit'
      ? svg.pattern(
          24,
          20,
          `<rect width="24" height="20" fill="${colour}"/><path d="M2,2 L12,16 L22,2" fill="none" stroke="${darker(colour, 0.08)}" stroke-width="6" stroke-linecap="round"/><path d="M2,2 L12,16 L22,2" fill="none" stroke="${lighter(colour, 0.4)}" stroke-width="2" stroke-linecap="round"/>`,
        )
      : weave === 'terry'
        ? svg.pattern(
            14,
            14,
            `<rect width="14" height="14" fill="${colour}"/><circle cx="4" cy="4" r="3.2" fill="none" stroke="${darker(colour, 0.08)}" stroke-width="1.6"/><circle cx="11" cy="11" r="3.2" fill="none" stroke="${darker(colour, 0.06)}" stroke-width="1.6"/>`,
          )
        : svg.pattern(
            8,
            8,
            `<rect width="8" height="8" fill="${colour}"/><rect width="8" height="3" fill="${darker(colour, 0.05)}"/><rect width="3" height="8" fill="${lighter(colour, 0.35)}" opacity="0.6"/>`,
          );
  // Magnified like a macro shot (coarser detail also keeps the file small), and oversized so the
  // slight rotation never uncovers a corner.
  svg.add(
    `<rect x="-200" y="-200" width="${svg.width + 400}" height="${svg.height + 400}" fill="${pattern}" transform="rotate(-8 ${svg.width / 2} ${svg.height / 2}) translate(${svg.width / 2} ${svg.height / 2}) scale(1.7) translate(${-svg.width / 2} ${-svg.height / 2})"/>`,
  );
  // A soft fold of light and shade makes the flat pattern read as cloth.
  svg.add(
    `<rect width="${svg.width}" height="${svg.height}" fill="${svg.linear(
      [
        [0, WHITE, 0.35],
        [0.45, WHITE, 0],
        [0.7, BLACK, 0.12],
        [1, WHITE, 0.15],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  if (extra === 'beads') {
    const beads: string[] = [];
    const spots: [number, number, number][] = [
      [300, 280, 34],
      [520, 420, 52],
      [760, 300, 28],
      [880, 560, 44],
      [420, 640, 30],
      [660, 690, 24],
      [220, 520, 22],
      [980, 240, 20],
    ];
    const body = svg.radial(
      [
        [0, WHITE, 0.15],
        [0.8, '#9fb7cc', 0.35],
        [1, '#5d7a96', 0.55],
      ],
      0.45,
      0.4,
      0.6,
    );
    for (const [cx, cy, r] of spots) {
      beads.push(
        `<ellipse cx="${cx + 4}" cy="${cy + r * 0.6}" rx="${r}" ry="${num(r * 0.45)}" fill="${BLACK}" opacity="0.12" filter="${svg.blur(4)}"/>`,
        `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${num(r * 0.85)}" fill="${body}"/>`,
        `<ellipse cx="${num(cx - r * 0.35)}" cy="${num(cy - r * 0.35)}" rx="${num(r * 0.25)}" ry="${num(r * 0.15)}" fill="${WHITE}" opacity="0.9"/>`,
      );
    }
    svg.add(beads.join(''));
  }
  if (extra === 'air') {
    const waves = [0, 1, 2, 3, 4].map((i) => {
      const y = 700 - i * 120;
      return `<path d="M-20,${y} C300,${y - 90} 500,${y + 60} 760,${y - 40} S1100,${y - 120} 1240,${y - 60}" fill="none" stroke="${i % 2 ? '#9cc3dd' : WHITE}" stroke-width="${8 - i}" stroke-linecap="round" opacity="${num(0.75 - i * 0.1)}"/>`;
    });
    svg.add(`<g filter="${svg.blur(1.5)}">${waves.join('')}</g>`);
  }
}

/** Per-product colour for accessories, so two pillows never look the same. */
const ACCESSORY_COLOURS = [
  '#f4efe6',
  '#cfdae6',
  '#ead9b8',
  '#d5e2d2',
  '#e6d3c3',
  '#c7cfdf',
  '#efe6d6',
  '#dcd3c5',
];

export function accessoryViews(ctx: ArtContext): Svg[] {
  const kind = artKindOf(ctx.product);
  const colour = ACCESSORY_COLOURS[ctx.index % ACCESSORY_COLOURS.length] ?? CREAM;
  const neutralBed = mattressLook(
    { ...ctx.product, collection: 'Hotel', description: 'breathable' },
    ctx.index,
  );
  const view = (draw: (svg: Svg) => void, backdrop: string | null = ctx.style.studio) => {
    const svg = new Svg(W, H);
    if (backdrop) studio(svg, backdrop);
    draw(svg);
    return svg;
  };
  const bed = (overrides: Partial<BedScene>) =>
    view(
      (svg) =>
        bedroom(svg, {
          width: W,
          height: H,
          style: ctx.style,
          mattress: neutralBed,
          topper: null,
          pillow: ctx.style.pillow,
          bolster: null,
          fill: 0.72,
          shiftX: 0,
          ...overrides,
        }),
      null,
    );
  const onMattress = (look: MattressLook, topper: { colour: string; cm: number } | null) =>
    view((svg) => {
      const [w, , d] = look.size;
      const cam = frame(boxCorners([0, 0, 0], [w, 40, d]), {
        yaw: 0.6,
        pitch: 0.4,
        dist: 600,
        fill: 0.8,
      });
      shadow(svg, cam, footprint([0, 0, 0], look.size, 3), 0.3, 14);
      const top = drawMattress(svg, cam, [0, 0, 0], look);
      if (topper) {
        drawBox(svg, cam, [1, top.o[1], 1], [w - 2, topper.cm, d - 2], {
          top: topper.colour,
          side: darker(topper.colour, 0.05),
          edge: lighter(topper.colour, 0.3),
        });
      }
    });
  const fillOf: Record<ArtKind, LayerKind> = {
    mattress: 'springs',
    pillow: ctx.product.name.toLowerCase().includes('latex') ? 'latex' : 'fibre',
    contour: 'memory',
    protector: 'membrane',
    topper: ctx.product.description.toLowerCase().includes('gel') ? 'gel' : 'memory',
    bolster: 'fibre',
    sheets: 'fibre',
  };
  switch (kind) {
    case 'pillow':
      return [
        view((svg) => pillowStudio(svg, colour, true)),
        bed({ pillow: colour }),
        view((svg) => pillowSection(svg, colour, fillOf.pillow)),
      ];
    case 'contour':
      return [
        view((svg) => contourPillow(svg, colour)),
        view((svg) => pillowSection(svg, colour, fillOf.contour)),
        view((svg) => fabricCloseUp(svg, colour, 'knit', 'air'), null),
      ];
    case 'protector': {
      const protector: MattressLook = {
        ...neutralBed,
        top: WHITE,
        border: '#f4f4f2',
        band: null,
        label: '#d9d6d0',
        tape: '#e2e2de',
        quilt: 'grid',
        vents: false,
      };
      return [
        onMattress(protector, null),
        view((svg) => fabricCloseUp(svg, '#f6f4ef', 'terry', 'beads'), null),
        view((svg) => pillowSection(svg, WHITE, fillOf.protector)),
      ];
    }
    case 'topper':
      return [
        onMattress(neutralBed, { colour, cm: 7 }),
        view((svg) => pillowSection(svg, colour, fillOf.topper)),
        bed({ topper: { colour, cm: 7 } }),
      ];
    case 'bolster':
      return [
        view((svg) => {
          const cam = frame(boxCorners([0, 0, -12], [95, 24, 44]), {
            yaw: 0.35,
            pitch: 0.35,
            dist: 300,
            fill: 0.8,
          });
          drawBolster(svg, cam, [0, 12, 0], [95, 12, 20], 12, colour);
        }),
        bed({ bolster: colour }),
        view((svg) => fabricCloseUp(svg, colour, 'weave', null), null),
      ];
    case 'sheets':
      return [
        view((svg) => sheetStack(svg, [colour, lighter(colour, 0.5), darker(colour, 0.06)])),
        bed({
          mattress: {
            ...neutralBed,
            top: colour,
            border: colour,
            tape: colour,
            band: null,
            label: colour,
            quilt: 'channel',
            vents: false,
          },
          pillow: lighter(colour, 0.4),
        }),
        view((svg) => fabricCloseUp(svg, colour, 'weave', null), null),
      ];
    default:
      throw new Error(`Unexpected accessory kind ${kind}`);
  }
}
