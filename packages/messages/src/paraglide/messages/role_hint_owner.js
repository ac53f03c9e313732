/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Hint_OwnerInputs */

const en_role_hint_owner = /** @type {(inputs: Role_Hint_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Also manages owners and billing`)
};

const de_role_hint_owner = /** @type {(inputs: Role_Hint_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltet außerdem Inhaber und Abrechnung`)
};

const fr_role_hint_owner = /** @type {(inputs: Role_Hint_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gère aussi les propriétaires et la facturation`)
};

const nl_role_hint_owner = /** @type {(inputs: Role_Hint_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beheert ook eigenaren en facturering`)
};

const es_role_hint_owner = /** @type {(inputs: Role_Hint_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`También gestiona propietarios y facturación`)
};

const en_xa2_role_hint_owner = /** @type {(inputs: Role_Hint_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļšö ɱáñáĝéš öŵñéŕš áñð ƀíļļíñĝ one two ]`)
};

/**
* | output |
* | --- |
* | "Also manages owners and billing" |
*
* @param {Role_Hint_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const role_hint_owner = /** @type {((inputs?: Role_Hint_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Hint_OwnerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_role_hint_owner(inputs)
	if (locale === "fr") return fr_role_hint_owner(inputs)
	if (locale === "nl") return nl_role_hint_owner(inputs)
	if (locale === "es") return es_role_hint_owner(inputs)
	if (locale === "en-XA") return en_xa2_role_hint_owner(inputs)
	return en_role_hint_owner(inputs)
});