/**
 * Inline images for stories and tests: no network, so screenshots are the same on every machine.
 * Not exported from the package; the app always has real URLs.
 */
const svg = (body: string, viewBox = '0 0 64 64') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;

export const avatarImage = svg(
  '<rect width="64" height="64" fill="#c7d7fe"/><circle cx="32" cy="25" r="12" fill="#4f6fd8"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="#4f6fd8"/>',
);

export const avatarImageAlt = svg(
  '<rect width="64" height="64" fill="#fde2c8"/><circle cx="32" cy="25" r="12" fill="#b45309"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="#b45309"/>',
);

export const verificationImage = svg(
  '<circle cx="12" cy="12" r="11" fill="#1d9bf0"/><path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/>',
  '0 0 24 24',
);

export const activityImage = svg(
  '<rect width="24" height="24" rx="6" fill="#dbe7ff"/><path d="M7 12h10M12 7v10" stroke="#173a94" stroke-width="2"/>',
  '0 0 24 24',
);
