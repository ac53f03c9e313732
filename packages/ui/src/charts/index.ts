export { BarChart, type BarChartProps, type BarDatum } from './bar-chart';
export { Heatmap, type HeatmapColumn, type HeatmapProps, type HeatmapRow } from './heatmap';
export { scoreThresholds, scoreTone, type ScoreTone } from './score-tone';
export { TrendChart, type TrendChartProps, type TrendPoint } from './trend-chart';
