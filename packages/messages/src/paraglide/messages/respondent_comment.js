/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_CommentInputs */

const en_respondent_comment = /** @type {(inputs: Respondent_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

const de_respondent_comment = /** @type {(inputs: Respondent_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar`)
};

const fr_respondent_comment = /** @type {(inputs: Respondent_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire`)
};

const nl_respondent_comment = /** @type {(inputs: Respondent_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking`)
};

const es_respondent_comment = /** @type {(inputs: Respondent_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario`)
};

const en_xa2_respondent_comment = /** @type {(inputs: Respondent_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱɱéñţ ]`)
};

/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Respondent_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_comment = /** @type {((inputs?: Respondent_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_comment(inputs)
	if (locale === "fr") return fr_respondent_comment(inputs)
	if (locale === "nl") return nl_respondent_comment(inputs)
	if (locale === "es") return es_respondent_comment(inputs)
	if (locale === "en-XA") return en_xa2_respondent_comment(inputs)
	return en_respondent_comment(inputs)
});