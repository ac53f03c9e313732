/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Comment_AddedInputs */

const en_shared_comment_added = /** @type {(inputs: Shared_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment added`)
};

const de_shared_comment_added = /** @type {(inputs: Shared_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar hinzugefügt`)
};

const fr_shared_comment_added = /** @type {(inputs: Shared_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire ajouté`)
};

const nl_shared_comment_added = /** @type {(inputs: Shared_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking toegevoegd`)
};

const es_shared_comment_added = /** @type {(inputs: Shared_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario añadido`)
};

const en_xa2_shared_comment_added = /** @type {(inputs: Shared_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱɱéñţ áððéð on]`)
};

/**
* | output |
* | --- |
* | "Comment added" |
*
* @param {Shared_Comment_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_comment_added = /** @type {((inputs?: Shared_Comment_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Comment_AddedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_comment_added(inputs)
	if (locale === "fr") return fr_shared_comment_added(inputs)
	if (locale === "nl") return nl_shared_comment_added(inputs)
	if (locale === "es") return es_shared_comment_added(inputs)
	if (locale === "en-XA") return en_xa2_shared_comment_added(inputs)
	return en_shared_comment_added(inputs)
});