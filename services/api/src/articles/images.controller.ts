import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ArticleImagesStore, RENDITION_NAME } from './article-images.store';

/** A year, and never revalidated: the address changes whenever the bytes do (it is their hash). */
export const IMMUTABLE_IMAGE_CACHE = 'public, max-age=31536000, immutable';

@ApiTags('articles')
@Controller('api/images')
export class ImagesController {
  constructor(private readonly store: ArticleImagesStore) {}

  @Get(':name')
  @ApiOperation({ summary: 'One WebP rendition of an uploaded image, at its content-hashed, immutable address' })
  @ApiParam({ name: 'name', example: '3f2a9c1b7e5d4a6b8c0d-800.webp', description: '<hash>-<width>.webp' })
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No such image or width' })
  async find(@Param('name') name: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const match = RENDITION_NAME.exec(name);
    const data = match ? await this.store.rendition(match[1] as string, Number(match[2])) : undefined;
    if (!data) throw new NotFoundException(`No image is called ${name.slice(0, 80)}`);
    reply.header('Content-Type', 'image/webp');
    reply.header('Cache-Control', IMMUTABLE_IMAGE_CACHE);
    reply.header('X-Content-Type-Options', 'nosniff');
    return data;
  }
}
