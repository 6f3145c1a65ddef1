import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleImagesService } from './article-images.service';
import { ArticleImagesStore } from './article-images.store';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { BlogPost } from './blog-post.entity';
import { ImagesController } from './images.controller';
import { StaffArticleImagesController } from './staff-article-images.controller';
import { StaffArticlesController } from './staff-articles.controller';
import { StaffArticlesService } from './staff-articles.service';

/** Articles (decision 051) and their images (decision 052): public reads, the feed, the back office's editor. */
@Module({
  imports: [TypeOrmModule.forFeature([BlogPost])],
  controllers: [ArticlesController, StaffArticlesController, StaffArticleImagesController, ImagesController],
  providers: [ArticlesService, StaffArticlesService, ArticleImagesStore, ArticleImagesService],
})
export class ArticlesModule {}
