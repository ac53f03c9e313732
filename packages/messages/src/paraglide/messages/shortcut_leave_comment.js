/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_Leave_CommentInputs */

const en_shortcut_leave_comment = /** @type {(inputs: Shortcut_Leave_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the comment, back to the list`)
};

const de_shortcut_leave_comment = /** @type {(inputs: Shortcut_Leave_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar verlassen, zurück zur Liste`)
};

const fr_shortcut_leave_comment = /** @type {(inputs: Shortcut_Leave_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter le commentaire, retour à la liste`)
};

const nl_shortcut_leave_comment = /** @type {(inputs: Shortcut_Leave_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking verlaten, terug naar de lijst`)
};

const es_shortcut_leave_comment = /** @type {(inputs: Shortcut_Leave_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir del comentario y volver a la lista`)
};

const en_xa2_shortcut_leave_comment = /** @type {(inputs: Shortcut_Leave_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ţĥé çöɱɱéñţ, ƀáçķ ţö ţĥé ļíšţ one two t]`)
};

/**
* | output |
* | --- |
* | "Leave the comment, back to the list" |
*
* @param {Shortcut_Leave_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_leave_comment = /** @type {((inputs?: Shortcut_Leave_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Leave_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_leave_comment(inputs)
	if (locale === "fr") return fr_shortcut_leave_comment(inputs)
	if (locale === "nl") return nl_shortcut_leave_comment(inputs)
	if (locale === "es") return es_shortcut_leave_comment(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_leave_comment(inputs)
	return en_shortcut_leave_comment(inputs)
});