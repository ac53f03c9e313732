/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Read_EveryInputs */

const en_content_admin_read_every = /** @type {(inputs: Content_Admin_Read_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can read every baseline here; owners and admins of your organisation edit them.`)
};

const de_content_admin_read_every = /** @type {(inputs: Content_Admin_Read_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können hier jede Baseline lesen; Inhaber und Admins Ihrer Organisation bearbeiten sie.`)
};

const fr_content_admin_read_every = /** @type {(inputs: Content_Admin_Read_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez lire chaque référentiel ici ; les propriétaires et administrateurs de votre organisation les modifient.`)
};

const nl_content_admin_read_every = /** @type {(inputs: Content_Admin_Read_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U kunt hier elke baseline lezen; eigenaren en beheerders van uw organisatie bewerken ze.`)
};

const es_content_admin_read_every = /** @type {(inputs: Content_Admin_Read_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí puedes leer todas las líneas base; las editan los propietarios y administradores de tu organización.`)
};

const en_xa2_content_admin_read_every = /** @type {(inputs: Content_Admin_Read_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü çáñ ŕéáð éṽéŕý ƀášéļíñé ĥéŕé; öŵñéŕš áñð áðɱíñš öƒ ýöüŕ öŕĝáñíšáţíöñ éðíţ ţĥéɱ. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "You can read every baseline here; owners and admins of your organisation edit them." |
*
* @param {Content_Admin_Read_EveryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_read_every = /** @type {((inputs?: Content_Admin_Read_EveryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Read_EveryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_read_every(inputs)
	if (locale === "fr") return fr_content_admin_read_every(inputs)
	if (locale === "nl") return nl_content_admin_read_every(inputs)
	if (locale === "es") return es_content_admin_read_every(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_read_every(inputs)
	return en_content_admin_read_every(inputs)
});