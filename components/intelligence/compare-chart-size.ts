/**
 * The comparison chart's height, shared by the server-drawn picture and the live chart. A plain
 * module: a server component importing it from the 'use client' compare-chart.tsx would receive a
 * client reference, not the number.
 */
export const COMPARE_CHART_HEIGHT = 360;
