export { PublishedRules, type PublishedRulesProps, publishedRulesLabels } from './published-rules.tsx';
