/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Hint_EditorInputs */

const en_role_hint_editor = /** @type {(inputs: Role_Hint_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Also creates and edits tenants and assessments`)
};

const de_role_hint_editor = /** @type {(inputs: Role_Hint_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legt außerdem Mandanten und Bewertungen an und bearbeitet sie`)
};

const fr_role_hint_editor = /** @type {(inputs: Role_Hint_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crée et modifie aussi les entités et les évaluations`)
};

const nl_role_hint_editor = /** @type {(inputs: Role_Hint_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maakt en bewerkt ook tenants en beoordelingen`)
};

const es_role_hint_editor = /** @type {(inputs: Role_Hint_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`También crea y edita inquilinos y evaluaciones`)
};

const en_xa2_role_hint_editor = /** @type {(inputs: Role_Hint_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļšö çŕéáţéš áñð éðíţš ţéñáñţš áñð áššéššɱéñţš one two three]`)
};

/**
* | output |
* | --- |
* | "Also creates and edits tenants and assessments" |
*
* @param {Role_Hint_EditorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const role_hint_editor = /** @type {((inputs?: Role_Hint_EditorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Hint_EditorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_role_hint_editor(inputs)
	if (locale === "fr") return fr_role_hint_editor(inputs)
	if (locale === "nl") return nl_role_hint_editor(inputs)
	if (locale === "es") return es_role_hint_editor(inputs)
	if (locale === "en-XA") return en_xa2_role_hint_editor(inputs)
	return en_role_hint_editor(inputs)
});