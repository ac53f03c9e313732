/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_OwnerInputs */

const en_refusal_owner = /** @type {(inputs: Refusal_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An owner’s two-step sign-in is reset by Assay’s support: ask a system admin.`)
};

const de_refusal_owner = /** @type {(inputs: Refusal_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die zweistufige Anmeldung eines Inhabers setzt der Assay-Support zurück: Wenden Sie sich an einen Systemadministrator.`)
};

const fr_refusal_owner = /** @type {(inputs: Refusal_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes d’un propriétaire est réinitialisée par le support d’Assay : demandez à un administrateur système.`)
};

const nl_refusal_owner = /** @type {(inputs: Refusal_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De tweestapsaanmelding van een eigenaar wordt door de support van Assay gereset: vraag het een systeembeheerder.`)
};

const es_refusal_owner = /** @type {(inputs: Refusal_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión en dos pasos de un propietario lo restablece el soporte de Assay: pregunte a un administrador del sistema.`)
};

const en_xa2_refusal_owner = /** @type {(inputs: Refusal_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñ öŵñéŕ’š ţŵö-šţéþ šíĝñ-íñ íš ŕéšéţ ƀý Åššáý’š šüþþöŕţ: ášķ á šýšţéɱ áðɱíñ. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "An owner’s two-step sign-in is reset by Assay’s support: ask a system admin." |
*
* @param {Refusal_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_owner = /** @type {((inputs?: Refusal_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_OwnerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_owner(inputs)
	if (locale === "fr") return fr_refusal_owner(inputs)
	if (locale === "nl") return nl_refusal_owner(inputs)
	if (locale === "es") return es_refusal_owner(inputs)
	if (locale === "en-XA") return en_xa2_refusal_owner(inputs)
	return en_refusal_owner(inputs)
});