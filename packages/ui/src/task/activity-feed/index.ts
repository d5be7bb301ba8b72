export { ActivityFeed, type ActivityFeedProps, activityFeedLabels } from './activity-feed.tsx';
