/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Invitation_RevokedInputs */

const en_refusal_invitation_revoked = /** @type {(inputs: Refusal_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation was revoked: invite the person again.`)
};

const de_refusal_invitation_revoked = /** @type {(inputs: Refusal_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung wurde widerrufen: Laden Sie die Person erneut ein.`)
};

const fr_refusal_invitation_revoked = /** @type {(inputs: Refusal_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette invitation a été révoquée : invitez à nouveau la personne.`)
};

const nl_refusal_invitation_revoked = /** @type {(inputs: Refusal_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze uitnodiging is ingetrokken: nodig de persoon opnieuw uit.`)
};

const es_refusal_invitation_revoked = /** @type {(inputs: Refusal_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta invitación fue revocada: invite de nuevo a la persona.`)
};

const en_xa2_refusal_invitation_revoked = /** @type {(inputs: Refusal_Invitation_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíöñ ŵáš ŕéṽöķéð: íñṽíţé ţĥé þéŕšöñ áĝáíñ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "This invitation was revoked: invite the person again." |
*
* @param {Refusal_Invitation_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_invitation_revoked = /** @type {((inputs?: Refusal_Invitation_RevokedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Invitation_RevokedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_invitation_revoked(inputs)
	if (locale === "fr") return fr_refusal_invitation_revoked(inputs)
	if (locale === "nl") return nl_refusal_invitation_revoked(inputs)
	if (locale === "es") return es_refusal_invitation_revoked(inputs)
	if (locale === "en-XA") return en_xa2_refusal_invitation_revoked(inputs)
	return en_refusal_invitation_revoked(inputs)
});