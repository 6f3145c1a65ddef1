import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const MAX_INT_ID = 2_147_483_647;

/** Path ids are positive integers within the int column's range: "abc", "1.5", "0" and "-3" are 400s. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT_ID) {
      throw new BadRequestException(`id must be a positive integer, got "${value}"`);
    }
    return id;
  }
}
