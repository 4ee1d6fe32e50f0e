/** The shared chart wrapper's texts (src/components/charts.tsx). Ours. */
export const chartTexts = {
  chartData: (name: string) => `${name}: data`,
  category: 'Category',
} as const;
