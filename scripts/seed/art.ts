/**
 * Abstract 16:9 artwork as SVG, one of a few styles with colours from the PRNG. Plain shapes
 * and gradients only (no filters): librsvg renders them in a few milliseconds.
 */
import type { Rng } from './random';

export const ART_WIDTH = 1024;
export const ART_HEIGHT = 576;
const W = ART_WIDTH;
const H = ART_HEIGHT;

const f = (n: number) => n.toFixed(1);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h % 360)},${s}%,${l}%)`;

type Style = (rng: Rng, hue: number) => string;

/** Soft out-of-focus lights, like bokeh behind a subject. */
const glow: Style = (rng, hue) => {
  const circles: string[] = [];
  const count = rng.int(7, 14);
  for (let i = 0; i < count; i += 1) {
    const fill = rng.chance(0.5) ? 'url(#light)' : hsl(hue + rng.int(-40, 80), 80, rng.int(60, 80));
    circles.push(
      `<circle cx="${f(rng.float() * W)}" cy="${f(rng.float() * H)}" r="${f(25 + rng.float() * 190)}" ` +
        `fill="${fill}" fill-opacity="${(0.12 + rng.float() * 0.35).toFixed(2)}"/>`,
    );
  }
  return circles.join('');
};

/** Layered translucent waves rising from the bottom. */
const waves: Style = (rng, hue) => {
  const layers: string[] = [];
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const base = H * (0.45 + (i / count) * 0.45);
    const amp = 30 + rng.float() * 70;
    const y = () => f(base + (rng.float() - 0.5) * 2 * amp);
    layers.push(
      `<path d="M0 ${y()} C ${f(W * 0.3)} ${y()}, ${f(W * 0.6)} ${y()}, ${W} ${y()} L${W} ${H} L0 ${H}Z" ` +
        `fill="${hsl(hue + i * 18, 70, 70 - i * 9)}" fill-opacity="${(0.3 + i * 0.1).toFixed(2)}"/>`,
    );
  }
  return layers.join('');
};

/** A low sun behind layered ridges. */
const sunset: Style = (rng, hue) => {
  const sunX = W * (0.2 + rng.float() * 0.6);
  const parts = [
    `<circle cx="${f(sunX)}" cy="${f(H * 0.55)}" r="${f(90 + rng.float() * 70)}" fill="url(#light)"/>`,
  ];
  const ridges = rng.int(2, 4);
  for (let i = 0; i < ridges; i += 1) {
    const top = H * (0.55 + i * 0.12);
    const points = [`0,${H}`];
    for (let x = 0; x <= W; x += W / 8) points.push(`${f(x)},${f(top + (rng.float() - 0.5) * 90)}`);
    points.push(`${W},${H}`);
    parts.push(
      `<polygon points="${points.join(' ')}" fill="${hsl(hue + 20, 35, 24 - i * 6)}" fill-opacity="0.85"/>`,
    );
  }
  return parts.join('');
};

/** Light rays fanning out from a point off the top edge. */
const rays: Style = (rng, hue) => {
  const ox = W * rng.float();
  const oy = -H * 0.2;
  const bands: string[] = [];
  const count = rng.int(5, 9);
  for (let i = 0; i < count; i += 1) {
    const a = Math.PI * (0.15 + rng.float() * 0.7);
    const spread = 0.03 + rng.float() * 0.07;
    const far = W * 1.6;
    const p1 = `${f(ox + Math.cos(a - spread) * far)},${f(oy + Math.sin(a - spread) * far)}`;
    const p2 = `${f(ox + Math.cos(a + spread) * far)},${f(oy + Math.sin(a + spread) * far)}`;
    bands.push(
      `<polygon points="${f(ox)},${f(oy)} ${p1} ${p2}" fill="${hsl(hue + 30, 90, 85)}" ` +
        `fill-opacity="${(0.08 + rng.float() * 0.14).toFixed(2)}"/>`,
    );
  }
  return bands.join('');
};

const STYLES: readonly Style[] = [glow, waves, sunset, rays];

/** Evening hues (blues, violets, roses, ambers): raw random hues give too much lime green. */
const BASE_HUES = [185, 210, 230, 255, 275, 295, 320, 340, 355, 15, 30];

/** Full SVG document; `withPlay` adds a subtle play button (cover images look like videos). */
export function artSvg(rng: Rng, withPlay: boolean): string {
  const hue = rng.pick(BASE_HUES) + rng.int(-12, 12) + 360;
  const hue2 = hue + rng.int(25, 70);
  const angle = rng.float() * Math.PI;
  const [x1, y1, x2, y2] = [
    0.5 - Math.cos(angle) / 2,
    0.5 - Math.sin(angle) / 2,
    0.5 + Math.cos(angle) / 2,
    0.5 + Math.sin(angle) / 2,
  ];
  const style = rng.pick(STYLES);
  const play = withPlay
    ? `<circle cx="${W / 2}" cy="${H / 2}" r="46" fill="#000" fill-opacity="0.28"/>` +
      `<polygon points="${W / 2 - 14},${H / 2 - 22} ${W / 2 - 14},${H / 2 + 22} ${W / 2 + 24},${H / 2}" fill="#fff" fill-opacity="0.85"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>` +
    `<linearGradient id="bg" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">` +
    `<stop offset="0" stop-color="${hsl(hue, rng.int(55, 75), rng.int(48, 62))}"/>` +
    `<stop offset="1" stop-color="${hsl(hue2, rng.int(50, 70), rng.int(18, 34))}"/></linearGradient>` +
    `<radialGradient id="light"><stop offset="0" stop-color="${hsl(hue + 40, 100, 92)}" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 40, 100, 80)}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.4"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${style(rng, hue)}` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>${play}</svg>`
  );
}
