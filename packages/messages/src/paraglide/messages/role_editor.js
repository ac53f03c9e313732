/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_EditorInputs */

const en_role_editor = /** @type {(inputs: Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editor`)
};

const de_role_editor = /** @type {(inputs: Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiter`)
};

const fr_role_editor = /** @type {(inputs: Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éditeur`)
};

const nl_role_editor = /** @type {(inputs: Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerker`)
};

const es_role_editor = /** @type {(inputs: Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editor`)
};

const en_xa2_role_editor = /** @type {(inputs: Role_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţöŕ ]`)
};

/**
* | output |
* | --- |
* | "Editor" |
*
* @param {Role_EditorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const role_editor = /** @type {((inputs?: Role_EditorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_EditorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_role_editor(inputs)
	if (locale === "fr") return fr_role_editor(inputs)
	if (locale === "nl") return nl_role_editor(inputs)
	if (locale === "es") return es_role_editor(inputs)
	if (locale === "en-XA") return en_xa2_role_editor(inputs)
	return en_role_editor(inputs)
});