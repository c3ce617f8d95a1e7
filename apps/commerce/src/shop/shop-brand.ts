/**
 * The brand as the storefront shows it (apps/storefront/app/root.tsx, Mantine's `brown` scale):
 * buttons in shade 8 with white text, light surfaces in shade 0 with text in shade 9. No logo
 * image: the storefront draws its mark as inline SVG. Kept here beside the shop's other settings.
 */
export function shopBrand(shortDescription: string) {
  return {
    colors: {
      primary: [{ background: '#7c4718', foreground: '#ffffff' }],
      secondary: [{ background: '#f7f1ec', foreground: '#6b3b10' }],
    },
    coverImage: null,
    logo: null,
    shortDescription,
    slogan: null,
    squareLogo: null,
  };
}
