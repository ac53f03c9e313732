/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_DoneInputs */

const en_respondent_done = /** @type {(inputs: Respondent_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I'm done`)
};

const de_respondent_done = /** @type {(inputs: Respondent_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich bin fertig`)
};

const fr_respondent_done = /** @type {(inputs: Respondent_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J’ai terminé`)
};

const nl_respondent_done = /** @type {(inputs: Respondent_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ik ben klaar`)
};

const es_respondent_done = /** @type {(inputs: Respondent_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`He terminado`)
};

const en_xa2_respondent_done = /** @type {(inputs: Respondent_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Î'ɱ ðöñé ]`)
};

/**
* | output |
* | --- |
* | "I'm done" |
*
* @param {Respondent_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_done = /** @type {((inputs?: Respondent_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_done(inputs)
	if (locale === "fr") return fr_respondent_done(inputs)
	if (locale === "nl") return nl_respondent_done(inputs)
	if (locale === "es") return es_respondent_done(inputs)
	if (locale === "en-XA") return en_xa2_respondent_done(inputs)
	return en_respondent_done(inputs)
});