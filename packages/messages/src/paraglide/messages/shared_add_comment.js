/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Add_CommentInputs */

const en_shared_add_comment = /** @type {(inputs: Shared_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add comment`)
};

const de_shared_add_comment = /** @type {(inputs: Shared_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar hinzufügen`)
};

const fr_shared_add_comment = /** @type {(inputs: Shared_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un commentaire`)
};

const nl_shared_add_comment = /** @type {(inputs: Shared_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking toevoegen`)
};

const es_shared_add_comment = /** @type {(inputs: Shared_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir comentario`)
};

const en_xa2_shared_add_comment = /** @type {(inputs: Shared_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð çöɱɱéñţ o]`)
};

/**
* | output |
* | --- |
* | "Add comment" |
*
* @param {Shared_Add_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_add_comment = /** @type {((inputs?: Shared_Add_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Add_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_add_comment(inputs)
	if (locale === "fr") return fr_shared_add_comment(inputs)
	if (locale === "nl") return nl_shared_add_comment(inputs)
	if (locale === "es") return es_shared_add_comment(inputs)
	if (locale === "en-XA") return en_xa2_shared_add_comment(inputs)
	return en_shared_add_comment(inputs)
});