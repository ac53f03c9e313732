/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Only_Admins_EditInputs */

const en_content_admin_only_admins_edit = /** @type {(inputs: Content_Admin_Only_Admins_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only owners and admins of your organisation edit private baselines.`)
};

const de_content_admin_only_admins_edit = /** @type {(inputs: Content_Admin_Only_Admins_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Admins Ihrer Organisation bearbeiten private Baselines.`)
};

const fr_content_admin_only_admins_edit = /** @type {(inputs: Content_Admin_Only_Admins_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les propriétaires et administrateurs de votre organisation modifient les référentiels privés.`)
};

const nl_content_admin_only_admins_edit = /** @type {(inputs: Content_Admin_Only_Admins_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen eigenaren en beheerders van uw organisatie bewerken privébaselines.`)
};

const es_content_admin_only_admins_edit = /** @type {(inputs: Content_Admin_Only_Admins_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los propietarios y administradores de tu organización editan las líneas base privadas.`)
};

const en_xa2_content_admin_only_admins_edit = /** @type {(inputs: Content_Admin_Only_Admins_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý öŵñéŕš áñð áðɱíñš öƒ ýöüŕ öŕĝáñíšáţíöñ éðíţ þŕíṽáţé ƀášéļíñéš. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Only owners and admins of your organisation edit private baselines." |
*
* @param {Content_Admin_Only_Admins_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_only_admins_edit = /** @type {((inputs?: Content_Admin_Only_Admins_EditInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Only_Admins_EditInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_only_admins_edit(inputs)
	if (locale === "fr") return fr_content_admin_only_admins_edit(inputs)
	if (locale === "nl") return nl_content_admin_only_admins_edit(inputs)
	if (locale === "es") return es_content_admin_only_admins_edit(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_only_admins_edit(inputs)
	return en_content_admin_only_admins_edit(inputs)
});