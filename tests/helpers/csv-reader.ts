/**
 * A CSV file read back as a spreadsheet set to `separator` reads it: quoted cells keep their
 * separators and doubled quotes, lines end at CRLF outside quotes. Tests use it to see what staff
 * would see, whichever separator their spreadsheet is set to.
 */
export function readCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Cells a spreadsheet would run as formulas: text starting with =, +, -, @ that is not a number. */
export function formulaCells(rows: string[][]): string[] {
  return rows.flat().filter((cell) => /^\s*[=+\-@]/.test(cell) && Number.isNaN(Number(cell)));
}
