export { ContentArticle, type ContentArticleProps, contentArticleLabels } from './content-article.tsx';
