/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invite_DescriptionInputs */

const en_members_invite_description = /** @type {(inputs: Members_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They get an email with a link to join. It works for a new or an existing account with this address.`)
};

const de_members_invite_description = /** @type {(inputs: Members_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person erhält eine E-Mail mit einem Link zum Beitreten. Er funktioniert für ein neues oder ein bestehendes Konto mit dieser Adresse.`)
};

const fr_members_invite_description = /** @type {(inputs: Members_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne reçoit un e-mail avec un lien pour rejoindre. Il fonctionne pour un compte nouveau ou existant avec cette adresse.`)
};

const nl_members_invite_description = /** @type {(inputs: Members_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ze krijgen een e-mail met een link om lid te worden. Die werkt voor een nieuw of bestaand account met dit adres.`)
};

const es_members_invite_description = /** @type {(inputs: Members_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibe un correo con un enlace para unirse. Funciona con una cuenta nueva o existente con esta dirección.`)
};

const en_xa2_members_invite_description = /** @type {(inputs: Members_Invite_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéý ĝéţ áñ éɱáíļ ŵíţĥ á ļíñķ ţö ĵöíñ. Îţ ŵöŕķš ƒöŕ á ñéŵ öŕ áñ éẋíšţíñĝ áççöüñţ ŵíţĥ ţĥíš áððŕéšš. one two three four five six seve]`)
};

/**
* | output |
* | --- |
* | "They get an email with a link to join. It works for a new or an existing account with this address." |
*
* @param {Members_Invite_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_invite_description = /** @type {((inputs?: Members_Invite_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invite_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_invite_description(inputs)
	if (locale === "fr") return fr_members_invite_description(inputs)
	if (locale === "nl") return nl_members_invite_description(inputs)
	if (locale === "es") return es_members_invite_description(inputs)
	if (locale === "en-XA") return en_xa2_members_invite_description(inputs)
	return en_members_invite_description(inputs)
});