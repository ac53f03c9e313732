/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_CommentInputs */

const en_shared_comment = /** @type {(inputs: Shared_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

const de_shared_comment = /** @type {(inputs: Shared_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar`)
};

const fr_shared_comment = /** @type {(inputs: Shared_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire`)
};

const nl_shared_comment = /** @type {(inputs: Shared_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking`)
};

const es_shared_comment = /** @type {(inputs: Shared_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario`)
};

const en_xa2_shared_comment = /** @type {(inputs: Shared_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱɱéñţ ]`)
};

/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Shared_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_comment = /** @type {((inputs?: Shared_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_comment(inputs)
	if (locale === "fr") return fr_shared_comment(inputs)
	if (locale === "nl") return nl_shared_comment(inputs)
	if (locale === "es") return es_shared_comment(inputs)
	if (locale === "en-XA") return en_xa2_shared_comment(inputs)
	return en_shared_comment(inputs)
});