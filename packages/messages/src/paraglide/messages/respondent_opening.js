/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_OpeningInputs */

const en_respondent_opening = /** @type {(inputs: Respondent_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your invitation`)
};

const de_respondent_opening = /** @type {(inputs: Respondent_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Einladung wird geöffnet`)
};

const fr_respondent_opening = /** @type {(inputs: Respondent_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de votre invitation`)
};

const nl_respondent_opening = /** @type {(inputs: Respondent_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw uitnodiging wordt geopend`)
};

const es_respondent_opening = /** @type {(inputs: Respondent_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo su invitación`)
};

const en_xa2_respondent_opening = /** @type {(inputs: Respondent_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñíñĝ ýöüŕ íñṽíţáţíöñ one t]`)
};

/**
* | output |
* | --- |
* | "Opening your invitation" |
*
* @param {Respondent_OpeningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_opening = /** @type {((inputs?: Respondent_OpeningInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_OpeningInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_opening(inputs)
	if (locale === "fr") return fr_respondent_opening(inputs)
	if (locale === "nl") return nl_respondent_opening(inputs)
	if (locale === "es") return es_respondent_opening(inputs)
	if (locale === "en-XA") return en_xa2_respondent_opening(inputs)
	return en_respondent_opening(inputs)
});