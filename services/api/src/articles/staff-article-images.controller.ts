import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import {
  type ArticleImageUploadResponse,
  IMAGE_UPLOAD_WINDOW_MINUTES,
  tooManyImageUploadsMessage,
  ARTICLES_KEY,
} from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { IMAGE_UPLOAD_MEDIA_TYPES } from '../kit/intake/intake-exceptions';
import { StaffRateLimited } from '../rate-limit/staff-rate-limited.decorator';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import { ArticleImagesService } from './article-images.service';
import { ArticleImageUploadDto } from './dto/staff-article.dto';
import { ChangesPublicData } from '../public-changes/changes-public-data.decorator';

@ApiTags('staff: articles')
@Controller('api/staff/article-images')
@ChangesPublicData([ARTICLES_KEY])
@StaffOnly()
export class StaffArticleImagesController {
  constructor(private readonly images: ArticleImagesService) {}

  @Post()
  @StaffRateLimited(
    {
      limit: (config) => config.imageUploadsPer10Minutes,
      windowMs: IMAGE_UPLOAD_WINDOW_MINUTES * 60_000,
      message: tooManyImageUploadsMessage,
    },
    'More than IMAGE_UPLOADS_PER_10_MINUTES uploads by this staff account in the current 10 minutes; nothing is stored; see Retry-After',
  )
  @ApiOperation({
    summary:
      'Upload an image (the file’s bytes as the body, at most 10 MB): JPEG, PNG or WebP judged from the bytes; turned upright, metadata (GPS included) removed, WebP renditions made; audited. Each account may upload IMAGE_UPLOADS_PER_10_MINUTES (default 30) images per 10 minutes',
  })
  @ApiConsumes(...IMAGE_UPLOAD_MEDIA_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiCreatedResponse({ type: ArticleImageUploadDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No file' })
  @ApiPayloadTooLargeResponse({ type: ApiErrorBodyDto, description: 'Larger than 10 MB' })
  @ApiUnsupportedMediaTypeResponse({
    type: ApiErrorBodyDto,
    description: 'The bytes are not a JPEG, PNG or WebP image (whatever the file is called)',
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorBodyDto, description: 'Damaged, or too many pixels' })
  upload(@Body() body: unknown, @CurrentStaff() staff: SignedInStaff): Promise<ArticleImageUploadResponse> {
    return this.images.upload(Buffer.isBuffer(body) ? body : Buffer.alloc(0), staff);
  }
}
