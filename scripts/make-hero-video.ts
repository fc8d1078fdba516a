/**
 * Renders the home page's hero loop from the shop's own artwork (public/img/hero.jpg): a slow
 * zoom and drift drawn frame by frame with sharp, encoded by ffmpeg to VP9 (WebM) and H.264 (MP4).
 * The motion eases out and back again, so the last frame meets the first and the loop has no seam.
 * Needs ffmpeg on the PATH (`apt-get install -y ffmpeg`). Run with `npm run video`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import sharp from 'sharp';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const SOURCE = path.join(PUBLIC_DIR, 'img', 'hero.jpg');
const OUT_DIR = path.join(PUBLIC_DIR, 'video');

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 8;
/** How far the camera moves in at the middle of the loop, and where it drifts to (share of the frame). */
const MAX_ZOOM = 1.12;
const DRIFT_X = -0.035;
const DRIFT_Y = -0.02;
/**
 * Frames are cut from the source upscaled by this factor, so each step of the slow drift is a
 * fraction of an output pixel: cutting whole pixels at output size would make the motion judder.
 */
const OVERSAMPLE = 3;
const MAX_BYTES = 600 * 1024;

interface Encoding {
  file: string;
  args: string[];
}

/** No audio track (-an): the hero plays muted, and a silent track would only add bytes. */
const ENCODINGS: Encoding[] = [
  {
    file: 'hero.webm',
    args: ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-deadline', 'good'],
  },
  {
    file: 'hero.mp4',
    args: [
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p'],
      // The index goes first so the browser can start playing before the whole file arrives.
      ...['-movflags', '+faststart'],
    ],
  },
];

function startEncoder({ file, args }: Encoding): ChildProcess {
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`];
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...[...input, '-r', String(FPS), '-i', 'pipe:0'],
      ...[...args, '-an', '-r', String(FPS), path.join(OUT_DIR, file)],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
}

/** 0 at the loop's start and end, 1 in the middle, with no sudden start or stop. */
function easedPhase(frame: number, frameCount: number): number {
  return (1 - Math.cos((2 * Math.PI * frame) / frameCount)) / 2;
}

function inputOf(encoder: ChildProcess): Writable {
  if (!encoder.stdin) throw new Error('ffmpeg was started without a stdin pipe');
  return encoder.stdin;
}

/** Feeds both encoders the same frame, waiting whenever one of them falls behind. */
async function writeFrame(encoders: ChildProcess[], frame: Buffer): Promise<void> {
  await Promise.all(
    encoders.map(async (encoder) => {
      const input = inputOf(encoder);
      if (!input.write(frame)) await once(input, 'drain');
    }),
  );
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const bigWidth = WIDTH * OVERSAMPLE;
  const bigHeight = HEIGHT * OVERSAMPLE;
  const source = await sharp(SOURCE)
    .resize(bigWidth, bigHeight, { fit: 'cover', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer();

  const encoders = ENCODINGS.map(startEncoder);
  const finished = encoders.map(async (encoder) => {
    const [code] = await once(encoder, 'exit');
    if (code !== 0) throw new Error(`ffmpeg exited with code ${code}`);
  });

  const frameCount = FPS * SECONDS;
  for (let frame = 0; frame < frameCount; frame += 1) {
    const phase = easedPhase(frame, frameCount);
    const zoom = 1 + (MAX_ZOOM - 1) * phase;
    const cropWidth = Math.round(bigWidth / zoom);
    const cropHeight = Math.round(bigHeight / zoom);
    // Centre the crop, then drift it; clamped so it never leaves the picture.
    const left = (bigWidth - cropWidth) / 2 + DRIFT_X * bigWidth * phase;
    const top = (bigHeight - cropHeight) / 2 + DRIFT_Y * bigHeight * phase;
    const pixels = await sharp(source, { raw: { width: bigWidth, height: bigHeight, channels: 3 } })
      .extract({
        left: Math.min(Math.max(Math.round(left), 0), bigWidth - cropWidth),
        top: Math.min(Math.max(Math.round(top), 0), bigHeight - cropHeight),
        width: cropWidth,
        height: cropHeight,
      })
      .resize(WIDTH, HEIGHT, { kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    await writeFrame(encoders, pixels);
  }
  for (const encoder of encoders) inputOf(encoder).end();
  await Promise.all(finished);

  for (const { file } of ENCODINGS) {
    const { size } = await stat(path.join(OUT_DIR, file));
    const kilobytes = (size / 1024).toFixed(0);
    if (size > MAX_BYTES) throw new Error(`${file} is ${kilobytes} KB, over the 600 KB budget`);
    console.info(`public/video/${file}: ${kilobytes} KB`);
  }
}

await main();
