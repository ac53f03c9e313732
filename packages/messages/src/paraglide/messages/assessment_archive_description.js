/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Archive_DescriptionInputs */

const en_assessment_archive_description = /** @type {(inputs: Assessment_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It stays readable but can no longer change, and it leaves the tenant's trend.`)
};

const de_assessment_archive_description = /** @type {(inputs: Assessment_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie bleibt lesbar, kann sich aber nicht mehr ändern und verlässt den Verlauf des Mandanten.`)
};

const fr_assessment_archive_description = /** @type {(inputs: Assessment_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle reste lisible mais ne peut plus changer, et quitte la tendance de l’entité.`)
};

const nl_assessment_archive_description = /** @type {(inputs: Assessment_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hij blijft leesbaar maar kan niet meer veranderen, en verdwijnt uit de trend van de tenant.`)
};

const es_assessment_archive_description = /** @type {(inputs: Assessment_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sigue siendo legible pero ya no puede cambiar y sale de la tendencia del inquilino.`)
};

const en_xa2_assessment_archive_description = /** @type {(inputs: Assessment_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţ šţáýš ŕéáðáƀļé ƀüţ çáñ ñö ļöñĝéŕ çĥáñĝé, áñð íţ ļéáṽéš ţĥé ţéñáñţ'š ţŕéñð. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "It stays readable but can no longer change, and it leaves the tenant's trend." |
*
* @param {Assessment_Archive_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_archive_description = /** @type {((inputs?: Assessment_Archive_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Archive_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_archive_description(inputs)
	if (locale === "fr") return fr_assessment_archive_description(inputs)
	if (locale === "nl") return nl_assessment_archive_description(inputs)
	if (locale === "es") return es_assessment_archive_description(inputs)
	if (locale === "en-XA") return en_xa2_assessment_archive_description(inputs)
	return en_assessment_archive_description(inputs)
});