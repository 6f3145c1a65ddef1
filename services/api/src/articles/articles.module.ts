import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleImagesStore } from './article-images.store';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { BlogPost } from './blog-post.entity';

/** Articles (decision 051) and their images (decision 052): public reads, the feed, the back office's editor. */
@Module({
  imports: [TypeOrmModule.forFeature([BlogPost])],
  controllers: [ArticlesController],
  providers: [ArticlesService, ArticleImagesStore],
})
export class ArticlesModule {}
