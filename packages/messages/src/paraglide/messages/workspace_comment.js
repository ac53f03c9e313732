/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_CommentInputs */

const en_workspace_comment = /** @type {(inputs: Workspace_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

const de_workspace_comment = /** @type {(inputs: Workspace_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar`)
};

const fr_workspace_comment = /** @type {(inputs: Workspace_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire`)
};

const nl_workspace_comment = /** @type {(inputs: Workspace_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking`)
};

const es_workspace_comment = /** @type {(inputs: Workspace_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario`)
};

const en_xa2_workspace_comment = /** @type {(inputs: Workspace_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱɱéñţ ]`)
};

/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Workspace_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_comment = /** @type {((inputs?: Workspace_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_comment(inputs)
	if (locale === "fr") return fr_workspace_comment(inputs)
	if (locale === "nl") return nl_workspace_comment(inputs)
	if (locale === "es") return es_workspace_comment(inputs)
	if (locale === "en-XA") return en_xa2_workspace_comment(inputs)
	return en_workspace_comment(inputs)
});