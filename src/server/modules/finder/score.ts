import { FIRMNESS_MAX, FIRMNESS_MIN } from '#shared/constants.js';
import { formatDollars } from '#shared/money.js';
import type {
  BodyBuild,
  Feel,
  FinderAnswers,
  FinderPick,
  Pain,
  SleepPosition,
} from '#shared/schemas/finder.js';
import type { Product } from '#shared/schemas/product.js';

/*
 * How the finder weighs a mattress against the answers: each answer moves the firmness that
 * suits the shopper, on the catalogue's own 0 (soft) to 10 (firm) scale, and a mattress scores by
 * how close its firmness is. The figures follow what sleep advisers tell shoppers: side sleepers
 * need give at the shoulder and hip, back sleepers medium-firm support, front sleepers a firm
 * surface that keeps the hips level; a heavier body sinks further, so needs firmer.
 */
const POSITION_FIRMNESS: Record<SleepPosition, number> = { side: 4, back: 6.5, front: 7.5 };
const BUILD_SHIFT: Record<BodyBuild, number> = { slim: -0.75, average: 0, heavy: 1 };
const PAIN_SHIFT: Record<Pain, number> = { none: 0, back: 0.5, joints: -0.75 };
const FEEL_FIRMNESS: Record<Exclude<Feel, 'unsure'>, number> = { soft: 3, medium: 5.5, firm: 8 };

/** Points lost per step of firmness away from the suited one, out of 100. */
const POINTS_PER_STEP = 15;
/** What sleeping cool adds for a shopper who sleeps hot. */
const COOL_BONUS = 10;
/** Words of a mattress's own description that say it sleeps cool. */
const COOL_WORDS = /\b(cool\w*|gel|latex|breathable|airflow|ventilated)\b/i;

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The firmness that suits the answers, on the catalogue's scale. */
export function suitedFirmness(answers: FinderAnswers): number {
  const bodyAndPositions =
    average(answers.positions.map((position) => POSITION_FIRMNESS[position])) +
    BUILD_SHIFT[answers.build] +
    PAIN_SHIFT[answers.pain];
  const liked = answers.feel === 'unsure' ? bodyAndPositions : FEEL_FIRMNESS[answers.feel];
  return clamp((bodyAndPositions + liked) / 2, FIRMNESS_MIN, FIRMNESS_MAX);
}

/** The price the shopper would pay: the asked size's, or the cheapest size's; null if not made. */
function priceFor(product: Product, answers: FinderAnswers): number | null {
  if (!answers.size) {
    const deltas = product.dimensions.map((size) => size.priceDelta);
    return product.price + (deltas.length > 0 ? Math.min(...deltas) : 0);
  }
  const size = product.dimensions.find((dimension) => dimension.sizeName === answers.size);
  return size ? product.price + size.priceDelta : null;
}

/** The word of the mattress's own build or text that says it sleeps cool, if any. */
function coolWord(product: Product): string | undefined {
  const { specs } = product;
  const text = [
    // The build staff gave first: it says what the mattress is made of, the prose what it is like.
    ...specs.layers.map((layer) => layer.material),
    ...specs.materials,
    product.name,
    product.description,
    ...product.features.flatMap((feature) => [feature.name, feature.slogan, ...feature.paragraphs]),
  ].join(' ');
  return COOL_WORDS.exec(text)?.[1]?.toLowerCase();
}

function positionReasons(positions: SleepPosition[], firmness: number): string[] {
  const reasons: string[] = [];
  if (positions.includes('side') && firmness <= 5.5)
    reasons.push('Gives at the shoulder and hip for side sleepers');
  if (positions.includes('back') && firmness >= 5 && firmness <= 8)
    reasons.push('Firm support for back sleepers');
  if (positions.includes('front') && firmness >= 6.5)
    reasons.push('Keeps the hips level for front sleepers');
  return reasons;
}

function bodyReasons(answers: FinderAnswers, firmness: number): string[] {
  const reasons: string[] = [];
  if (answers.build === 'heavy' && firmness >= 6.5)
    reasons.push('Extra support for a heavier build');
  if (answers.build === 'slim' && firmness <= 5.5) reasons.push('Soft enough for a lighter build');
  if (answers.pain === 'back' && firmness >= 6)
    reasons.push('Keeps the spine aligned for back pain');
  if (answers.pain === 'joints' && firmness <= 5.5) reasons.push('Eases pressure on the joints');
  if (answers.feel !== 'unsure' && Math.abs(firmness - FEEL_FIRMNESS[answers.feel]) <= 1.5)
    reasons.push(`Close to the ${answers.feel} feel you like (${firmness}/10)`);
  return reasons;
}

/**
 * One mattress weighed against the answers, or null when it cannot be a pick: not a mattress, not
 * made in the asked size, or above the budget.
 */
export function scoreMattress(product: Product, answers: FinderAnswers): FinderPick | null {
  const firmness = product.firmness;
  const price = priceFor(product, answers);
  if (firmness === null || price === null) return null;
  if (answers.budget !== undefined && price > answers.budget) return null;
  const cool = answers.hot === '1' ? coolWord(product) : undefined;
  const fit = 100 - POINTS_PER_STEP * Math.abs(firmness - suitedFirmness(answers));
  const reasons = [
    ...positionReasons(answers.positions, firmness),
    ...bodyReasons(answers, firmness),
  ];
  if (cool) reasons.push(`Sleeps cool: its build uses ${cool}`);
  if (answers.budget !== undefined) {
    const size = answers.size ? ` for a ${answers.size}` : '';
    reasons.push(`Within your budget: ${formatDollars(price)}${size}`);
  }
  return {
    productId: product.productId,
    name: product.name,
    firmness,
    price,
    sizeName: answers.size ?? null,
    mainImage: product.mainImage,
    score: Math.round(clamp(fit + (cool ? COOL_BONUS : 0), 0, 100)),
    reasons,
  };
}

/** The best picks, closest fit first; a tie goes to the lower price, then the older product. */
export function rankMattresses(products: Product[], answers: FinderAnswers, count: number) {
  const fitting = products
    .map((product) => scoreMattress(product, answers))
    .filter((pick): pick is FinderPick => pick !== null);
  fitting.sort((a, b) => b.score - a.score || a.price - b.price || a.productId - b.productId);
  return { picks: fitting.slice(0, count), considered: fitting.length };
}
