import { MAX_IMAGE_BYTES } from '@meslektas/domain';
import sharp from 'sharp';

/** Real images made by sharp: a solid colour is enough to decode, re-encode and measure. */
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } } });

export const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();
export const gif = () => solid(64, 48).gif().toBuffer();
export const webp = () => solid(64, 48).webp().toBuffer();
export const jpeg = () => solid(64, 48).jpeg().toBuffer();

/** Markers the metadata carries, to look for in the stored bytes. */
export const CAMERA_MAKE = 'GizliKamera';
export const GPS_DATUM = 'WGS-84-GIZLI';

/**
 * A 60×40 JPEG from a phone held sideways: EXIF with the camera and a GPS position in
 * İstanbul, and orientation 6 (shown upright it is 40×60).
 */
export const jpegWithGps = () =>
  solid(60, 40)
    .jpeg()
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: 'Telefon' },
      IFD3: {
        GPSMapDatum: GPS_DATUM,
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 0/1 36/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '28/1 58/1 48/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const SCRIPT = '<script>alert(document.cookie)</script>';
export const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

export const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}</svg>`,
);
export const html = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
export const text = Buffer.from('Sayın meslektaşım, ekte dilekçe örneğini bulabilirsiniz.');
/** Starts like a PNG, is an HTML page after the signature. */
export const pngHtmlPolyglot = Buffer.concat([PNG_SIGNATURE, html]);
/** A GIF header that is also JavaScript (`GIF89a/*…*\/=1;alert(…)`). */
export const gifScriptPolyglot = Buffer.from(
  'GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//',
  'latin1',
);

/** A valid JPEG with a ZIP entry and an HTML page appended after its end marker. */
export const jpegWithPayload = async () =>
  Buffer.concat([await jpeg(), ZIP_SIGNATURE, Buffer.from('\x14\x00\x00\x00gizli.html', 'latin1'), html]);

/** A valid PNG padded past the 5 MB limit. */
export const oversized = async () => {
  const image = await png();
  return Buffer.concat([image, Buffer.alloc(MAX_IMAGE_BYTES + 1 - image.length + 1024)]);
};
