/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Shared_ElsewhereInputs */

const en_refusal_shared_elsewhere = /** @type {(inputs: Refusal_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address is a shared user of another tenant. Their access there must be revoked first.`)
};

const de_refusal_shared_elsewhere = /** @type {(inputs: Refusal_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse ist freigegebener Benutzer eines anderen Mandanten. Der Zugriff dort muss zuerst widerrufen werden.`)
};

const fr_refusal_shared_elsewhere = /** @type {(inputs: Refusal_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse est un utilisateur partagé d’une autre entité. Son accès là-bas doit d’abord être révoqué.`)
};

const nl_refusal_shared_elsewhere = /** @type {(inputs: Refusal_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit adres is een gedeelde gebruiker van een andere tenant. Die toegang moet eerst worden ingetrokken.`)
};

const es_refusal_shared_elsewhere = /** @type {(inputs: Refusal_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección es un usuario compartido de otro inquilino. Primero debe revocarse su acceso allí.`)
};

const en_xa2_refusal_shared_elsewhere = /** @type {(inputs: Refusal_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áððŕéšš íš á šĥáŕéð üšéŕ öƒ áñöţĥéŕ ţéñáñţ. Ţĥéíŕ áççéšš ţĥéŕé ɱüšţ ƀé ŕéṽöķéð ƒíŕšţ. one two three four five six ]`)
};

/**
* | output |
* | --- |
* | "This address is a shared user of another tenant. Their access there must be revoked first." |
*
* @param {Refusal_Shared_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_shared_elsewhere = /** @type {((inputs?: Refusal_Shared_ElsewhereInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Shared_ElsewhereInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_shared_elsewhere(inputs)
	if (locale === "fr") return fr_refusal_shared_elsewhere(inputs)
	if (locale === "nl") return nl_refusal_shared_elsewhere(inputs)
	if (locale === "es") return es_refusal_shared_elsewhere(inputs)
	if (locale === "en-XA") return en_xa2_refusal_shared_elsewhere(inputs)
	return en_refusal_shared_elsewhere(inputs)
});