/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, answered: NonNullable<unknown> }} Respondent_Progress_ValueInputs */

const en_respondent_progress_value = /** @type {(inputs: Respondent_Progress_ValueInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.answered} of ${i?.total} control answered`);
	if (totalPlural === "other") return /** @type {LocalizedString} */ (`${i?.answered} of ${i?.total} controls answered`);
	return /** @type {LocalizedString} */ ("respondent_progress_value");
};

const de_respondent_progress_value = /** @type {(inputs: Respondent_Progress_ValueInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.answered} von ${i?.total} Kontrolle beantwortet`);
	if (totalPlural === "other") return /** @type {LocalizedString} */ (`${i?.answered} von ${i?.total} Kontrollen beantwortet`);
	return /** @type {LocalizedString} */ ("respondent_progress_value");
};

const fr_respondent_progress_value = /** @type {(inputs: Respondent_Progress_ValueInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("fr", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.answered} contrôle sur ${i?.total} répondu`);
	if (totalPlural === "other") return /** @type {LocalizedString} */ (`${i?.answered} contrôles sur ${i?.total} répondus`);
	return /** @type {LocalizedString} */ ("respondent_progress_value");
};

const nl_respondent_progress_value = /** @type {(inputs: Respondent_Progress_ValueInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("nl", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.answered} van ${i?.total} control beantwoord`);
	if (totalPlural === "other") return /** @type {LocalizedString} */ (`${i?.answered} van ${i?.total} controls beantwoord`);
	return /** @type {LocalizedString} */ ("respondent_progress_value");
};

const es_respondent_progress_value = /** @type {(inputs: Respondent_Progress_ValueInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("es", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.answered} de ${i?.total} control respondido`);
	if (totalPlural === "other") return /** @type {LocalizedString} */ (`${i?.answered} de ${i?.total} controles respondidos`);
	return /** @type {LocalizedString} */ ("respondent_progress_value");
};

const en_xa2_respondent_progress_value = /** @type {(inputs: Respondent_Progress_ValueInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en-XA", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`[${i?.answered} öƒ ${i?.total} çöñţŕöļ áñšŵéŕéð one two th]`);
	if (totalPlural === "other") return /** @type {LocalizedString} */ (`[${i?.answered} öƒ ${i?.total} çöñţŕöļš áñšŵéŕéð one two thr]`);
	return /** @type {LocalizedString} */ ("respondent_progress_value");
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{answered} of {total} control answered" |
* | "other" | "{answered} of {total} controls answered" |
*
* @param {Respondent_Progress_ValueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_progress_value = /** @type {((inputs: Respondent_Progress_ValueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_Progress_ValueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_progress_value(inputs)
	if (locale === "fr") return fr_respondent_progress_value(inputs)
	if (locale === "nl") return nl_respondent_progress_value(inputs)
	if (locale === "es") return es_respondent_progress_value(inputs)
	if (locale === "en-XA") return en_xa2_respondent_progress_value(inputs)
	return en_respondent_progress_value(inputs)
});