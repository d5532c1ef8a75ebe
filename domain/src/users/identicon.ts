/**
 * A deterministic 5×5 mirrored identicon as an SVG string, seeded by a hex digest (the SPA
 * hashes the e-mail with SHA-256). Generated locally: no e-mail hash leaves the browser.
 */
export function identiconSvg(hexDigest: string, size = 80): string {
  const hex = /^[0-9a-f]{8,}$/i.test(hexDigest) ? hexDigest.toLowerCase() : '616e6f6e00000000';
  const nibble = (i: number) => parseInt(hex[i % hex.length] ?? '0', 16);
  const hue = (parseInt(hex.slice(0, 3), 16) % 360).toString();
  const color = `hsl(${hue}, 55%, 52%)`;
  const cell = size / 5;
  const rects: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      if (nibble(3 + row * 3 + col) % 2 === 0) continue;
      for (const x of new Set([col, 4 - col])) {
        rects.push(`<rect x="${x * cell}" y="${row * cell}" width="${cell}" height="${cell}"/>`);
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="#f0f0f3"/><g fill="${color}">${rects.join('')}</g></svg>`
  );
}
