// A few line icons as inline SVG (24×24, currentColor), so no icon font or library is loaded.
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  back: 'M15 18l-6-6 6-6',
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  book: 'M4 4h11a3 3 0 013 3v13H7a3 3 0 01-3-3zM4 17a3 3 0 013-3h11',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  wallet: 'M3 7h18v12H3zM3 7l3-4h12l3 4M16 13h2',
  chat: 'M21 12a8 8 0 01-11.6 7.1L4 20l1-5A8 8 0 1121 12z',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  chart: 'M3 20h18M6 16v-5M11 16V6M16 16v-8M21 16v-3',
} as const;

export function Icon({ name, size = 22 }: { name: keyof typeof paths; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}
