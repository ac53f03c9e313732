/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Read_OnlyInputs */

const en_admin_read_only = /** @type {(inputs: Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can see your organisation here. Only admins and owners can change it.`)
};

const de_admin_read_only = /** @type {(inputs: Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier sehen Sie Ihre Organisation. Nur Administratoren und Inhaber können sie ändern.`)
};

const fr_admin_read_only = /** @type {(inputs: Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous voyez ici votre organisation. Seuls les administrateurs et propriétaires peuvent la modifier.`)
};

const nl_admin_read_only = /** @type {(inputs: Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier ziet u uw organisatie. Alleen beheerders en eigenaren kunnen die wijzigen.`)
};

const es_admin_read_only = /** @type {(inputs: Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí ve su organización. Solo los administradores y propietarios pueden cambiarla.`)
};

const en_xa2_admin_read_only = /** @type {(inputs: Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü çáñ šéé ýöüŕ öŕĝáñíšáţíöñ ĥéŕé. Öñļý áðɱíñš áñð öŵñéŕš çáñ çĥáñĝé íţ. one two three four five]`)
};

/**
* | output |
* | --- |
* | "You can see your organisation here. Only admins and owners can change it." |
*
* @param {Admin_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_read_only = /** @type {((inputs?: Admin_Read_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Read_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_read_only(inputs)
	if (locale === "fr") return fr_admin_read_only(inputs)
	if (locale === "nl") return nl_admin_read_only(inputs)
	if (locale === "es") return es_admin_read_only(inputs)
	if (locale === "en-XA") return en_xa2_admin_read_only(inputs)
	return en_admin_read_only(inputs)
});