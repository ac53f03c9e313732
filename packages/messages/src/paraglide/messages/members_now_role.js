/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, role: NonNullable<unknown> }} Members_Now_RoleInputs */

const en_members_now_role = /** @type {(inputs: Members_Now_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`${i?.name} is now viewer`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`${i?.name} is now editor`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`${i?.name} is now admin`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`${i?.name} is now owner`);
	return /** @type {LocalizedString} */ (`${i?.name} is now ${i?.role}`)
	
};

const de_members_now_role = /** @type {(inputs: Members_Now_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`${i?.name} ist jetzt Betrachter`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`${i?.name} ist jetzt Bearbeiter`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`${i?.name} ist jetzt Administrator`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`${i?.name} ist jetzt Inhaber`);
	return /** @type {LocalizedString} */ (`${i?.name} ist jetzt Betrachter`)
	
};

const fr_members_now_role = /** @type {(inputs: Members_Now_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`${i?.name} est désormais lecteur`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`${i?.name} est désormais éditeur`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`${i?.name} est désormais administrateur`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`${i?.name} est désormais propriétaire`);
	return /** @type {LocalizedString} */ (`${i?.name} est désormais lecteur`)
	
};

const nl_members_now_role = /** @type {(inputs: Members_Now_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`${i?.name} is nu lezer`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`${i?.name} is nu bewerker`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`${i?.name} is nu beheerder`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`${i?.name} is nu eigenaar`);
	return /** @type {LocalizedString} */ (`${i?.name} is nu lezer`)
	
};

const es_members_now_role = /** @type {(inputs: Members_Now_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`${i?.name} ahora es lector`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`${i?.name} ahora es editor`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`${i?.name} ahora es administrador`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`${i?.name} ahora es propietario`);
	return /** @type {LocalizedString} */ (`${i?.name} ahora es lector`)
	
};

const en_xa2_members_now_role = /** @type {(inputs: Members_Now_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`[${i?.name} íš ñöŵ ṽíéŵéŕ one ]`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`[${i?.name} íš ñöŵ éðíţöŕ one ]`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`[${i?.name} íš ñöŵ áðɱíñ one ]`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`[${i?.name} íš ñöŵ öŵñéŕ one ]`);
	return /** @type {LocalizedString} */ (`[${i?.name} íš ñöŵ ${i?.role} one ]`)
	
};

/**
* | role | output |
* | --- | --- |
* | "viewer" | "{name} is now viewer" |
* | "editor" | "{name} is now editor" |
* | "admin" | "{name} is now admin" |
* | "owner" | "{name} is now owner" |
* | * | "{name} is now {role}" |
*
* @param {Members_Now_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_now_role = /** @type {((inputs: Members_Now_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Now_RoleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_now_role(inputs)
	if (locale === "fr") return fr_members_now_role(inputs)
	if (locale === "nl") return nl_members_now_role(inputs)
	if (locale === "es") return es_members_now_role(inputs)
	if (locale === "en-XA") return en_xa2_members_now_role(inputs)
	return en_members_now_role(inputs)
});