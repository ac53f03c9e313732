/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_Done_TitleInputs */

const en_respondent_done_title = /** @type {(inputs: Respondent_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you: you told us you are done.`)
};

const de_respondent_done_title = /** @type {(inputs: Respondent_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank: Sie haben uns mitgeteilt, dass Sie fertig sind.`)
};

const fr_respondent_done_title = /** @type {(inputs: Respondent_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci : vous nous avez indiqué avoir terminé.`)
};

const nl_respondent_done_title = /** @type {(inputs: Respondent_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedankt: u hebt laten weten dat u klaar bent.`)
};

const es_respondent_done_title = /** @type {(inputs: Respondent_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias: nos ha indicado que ha terminado.`)
};

const en_xa2_respondent_done_title = /** @type {(inputs: Respondent_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáñķ ýöü: ýöü ţöļð üš ýöü áŕé ðöñé. one two th]`)
};

/**
* | output |
* | --- |
* | "Thank you: you told us you are done." |
*
* @param {Respondent_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_done_title = /** @type {((inputs?: Respondent_Done_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_Done_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_done_title(inputs)
	if (locale === "fr") return fr_respondent_done_title(inputs)
	if (locale === "nl") return nl_respondent_done_title(inputs)
	if (locale === "es") return es_respondent_done_title(inputs)
	if (locale === "en-XA") return en_xa2_respondent_done_title(inputs)
	return en_respondent_done_title(inputs)
});