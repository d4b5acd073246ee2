import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from 'src/access/access-requirements';
import { type Language } from 'src/common/i18n/language';
import { Gender } from './gender.entity';
import { LanguageParamPipe } from './language-param.pipe';
import { type LookupOption, LookupsService } from './lookups.service';
import { Position } from './position.entity';
import { Speciality } from './speciality.entity';

/** The reference lists of the profile and user forms; labels, not personal data. */
@ApiTags('reference lists')
@ApiBearerAuth()
@Controller('api')
@Authenticated()
export class LookupsController {
  constructor(private readonly lookups: LookupsService) {}

  @Get('speciality/full-list/:lang')
  @ApiOperation({ summary: 'Specialities { id, code, name } in sv or en, in list order.' })
  specialities(@Param('lang', LanguageParamPipe) lang: Language): Promise<LookupOption[]> {
    return this.lookups.options(Speciality, lang);
  }

  @Get('gender/full-list/:lang')
  @ApiOperation({ summary: 'Genders { id, code, name } in sv or en, in list order.' })
  genders(@Param('lang', LanguageParamPipe) lang: Language): Promise<LookupOption[]> {
    return this.lookups.options(Gender, lang);
  }

  @Get('position/full-list/:lang')
  @ApiOperation({ summary: 'Positions { id, code, name } in sv or en, in list order.' })
  positions(@Param('lang', LanguageParamPipe) lang: Language): Promise<LookupOption[]> {
    return this.lookups.options(Position, lang);
  }
}
