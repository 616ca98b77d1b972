// The today section's screens, loaded together when one of its routes is opened.
export { MarketDayScreen } from './market-day-screen.js';
export { TodayScreen } from './today-screen.js';
