/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_CommentInputs */

const en_common_comment = /** @type {(inputs: Common_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

const de_common_comment = /** @type {(inputs: Common_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar`)
};

const fr_common_comment = /** @type {(inputs: Common_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire`)
};

const nl_common_comment = /** @type {(inputs: Common_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking`)
};

const es_common_comment = /** @type {(inputs: Common_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario`)
};

const en_xa2_common_comment = /** @type {(inputs: Common_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱɱéñţ ]`)
};

/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Common_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_comment = /** @type {((inputs?: Common_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_comment(inputs)
	if (locale === "fr") return fr_common_comment(inputs)
	if (locale === "nl") return nl_common_comment(inputs)
	if (locale === "es") return es_common_comment(inputs)
	if (locale === "en-XA") return en_xa2_common_comment(inputs)
	return en_common_comment(inputs)
});