export {
  ARTICLE_IMAGE_PATH,
  ARTICLE_IMAGE_SRC,
  imageSourcesIn,
  type ImageSize,
  isAllowedHref,
  isAllowedImageSrc,
  isExternalHref,
  readMinutesOf,
  renderArticleMarkdown,
  type RenderOptions,
} from './render-article-markdown';
