/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Profile_DescriptionInputs */

const en_admin_profile_description = /** @type {(inputs: Admin_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, logo, accent colour and contact email appear on the reports you share.`)
};

const de_admin_profile_description = /** @type {(inputs: Admin_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name, Logo, Akzentfarbe und Kontakt-E-Mail erscheinen auf den Berichten, die Sie teilen.`)
};

const fr_admin_profile_description = /** @type {(inputs: Admin_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom, votre logo, votre couleur d’accent et votre e-mail de contact figurent sur les rapports que vous partagez.`)
};

const nl_admin_profile_description = /** @type {(inputs: Admin_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw naam, logo, accentkleur en contactadres staan op de rapporten die u deelt.`)
};

const es_admin_profile_description = /** @type {(inputs: Admin_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su nombre, logotipo, color de acento y correo de contacto aparecen en los informes que comparte.`)
};

const en_xa2_admin_profile_description = /** @type {(inputs: Admin_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ ñáɱé, ļöĝö, áççéñţ çöļöüŕ áñð çöñţáçţ éɱáíļ áþþéáŕ öñ ţĥé ŕéþöŕţš ýöü šĥáŕé. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Your name, logo, accent colour and contact email appear on the reports you share." |
*
* @param {Admin_Profile_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_profile_description = /** @type {((inputs?: Admin_Profile_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Profile_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_profile_description(inputs)
	if (locale === "fr") return fr_admin_profile_description(inputs)
	if (locale === "nl") return nl_admin_profile_description(inputs)
	if (locale === "es") return es_admin_profile_description(inputs)
	if (locale === "en-XA") return en_xa2_admin_profile_description(inputs)
	return en_admin_profile_description(inputs)
});