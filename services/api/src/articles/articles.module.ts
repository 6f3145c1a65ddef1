import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleImagesService } from './article-images.service';
import { ArticleImagesStore } from './article-images.store';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { BlogPost } from './blog-post.entity';
import { ImageCleanup } from './image-cleanup';
import { ImagesController } from './images.controller';
import { StaffArticleImagesController } from './staff-article-images.controller';
import { StaffArticlesController } from './staff-articles.controller';
import { StaffArticlesService } from './staff-articles.service';

/** Articles (decision 051) and their images (decisions 052, 057): public reads, the feed, the editor, the cleanup. */
@Module({
  imports: [TypeOrmModule.forFeature([BlogPost])],
  controllers: [ArticlesController, StaffArticlesController, StaffArticleImagesController, ImagesController],
  providers: [ArticlesService, StaffArticlesService, ArticleImagesStore, ArticleImagesService, ImageCleanup],
})
export class ArticlesModule {}
