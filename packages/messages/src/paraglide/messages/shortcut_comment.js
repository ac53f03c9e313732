/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_CommentInputs */

const en_shortcut_comment = /** @type {(inputs: Shortcut_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a comment`)
};

const de_shortcut_comment = /** @type {(inputs: Shortcut_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar schreiben`)
};

const fr_shortcut_comment = /** @type {(inputs: Shortcut_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire un commentaire`)
};

const nl_shortcut_comment = /** @type {(inputs: Shortcut_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een opmerking schrijven`)
};

const es_shortcut_comment = /** @type {(inputs: Shortcut_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir un comentario`)
};

const en_xa2_shortcut_comment = /** @type {(inputs: Shortcut_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵŕíţé á çöɱɱéñţ on]`)
};

/**
* | output |
* | --- |
* | "Write a comment" |
*
* @param {Shortcut_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_comment = /** @type {((inputs?: Shortcut_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_comment(inputs)
	if (locale === "fr") return fr_shortcut_comment(inputs)
	if (locale === "nl") return nl_shortcut_comment(inputs)
	if (locale === "es") return es_shortcut_comment(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_comment(inputs)
	return en_shortcut_comment(inputs)
});