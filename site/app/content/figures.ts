/** Figures that both the about page's impact band and the pricing page's ROI band quote. */
export const trafficGrowth = { value: '250%', label: 'Average Traffic Increase in 6 Months' };
export const clientRetention = { value: '98%', label: 'Client Retention' };
