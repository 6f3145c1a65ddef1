import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { parseId } from '@solar/shared-contracts';

/** Path ids are positive integers within the int column's range: "abc", "1.5", "0" and "-3" are 400s. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw new BadRequestException(`id must be a positive integer, got "${value}"`);
    return id;
  }
}
