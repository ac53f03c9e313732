/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, role: NonNullable<unknown> }} Members_Make_RoleInputs */

const en_members_make_role = /** @type {(inputs: Members_Make_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`Make ${i?.name} viewer?`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`Make ${i?.name} editor?`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Make ${i?.name} admin?`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`Make ${i?.name} owner?`);
	return /** @type {LocalizedString} */ (`Make ${i?.name} ${i?.role}?`)
	
};

const de_members_make_role = /** @type {(inputs: Members_Make_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`${i?.name} zum Betrachter machen?`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`${i?.name} zum Bearbeiter machen?`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`${i?.name} zum Administrator machen?`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`${i?.name} zum Inhaber machen?`);
	return /** @type {LocalizedString} */ (`${i?.name} zum Betrachter machen?`)
	
};

const fr_members_make_role = /** @type {(inputs: Members_Make_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`Faire de ${i?.name} un lecteur ?`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`Faire de ${i?.name} un éditeur ?`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Faire de ${i?.name} un administrateur ?`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`Faire de ${i?.name} un propriétaire ?`);
	return /** @type {LocalizedString} */ (`Faire de ${i?.name} un lecteur ?`)
	
};

const nl_members_make_role = /** @type {(inputs: Members_Make_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`${i?.name} lezer maken?`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`${i?.name} bewerker maken?`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`${i?.name} beheerder maken?`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`${i?.name} eigenaar maken?`);
	return /** @type {LocalizedString} */ (`${i?.name} lezer maken?`)
	
};

const es_members_make_role = /** @type {(inputs: Members_Make_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`¿Hacer lector a ${i?.name}?`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`¿Hacer editor a ${i?.name}?`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`¿Hacer administrador a ${i?.name}?`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`¿Hacer propietario a ${i?.name}?`);
	return /** @type {LocalizedString} */ (`¿Hacer lector a ${i?.name}?`)
	
};

const en_xa2_members_make_role = /** @type {(inputs: Members_Make_RoleInputs) => LocalizedString} */ (i) => {
	if (i?.role === "viewer") return /** @type {LocalizedString} */ (`[Ṁáķé ${i?.name} ṽíéŵéŕ? one ]`);
	if (i?.role === "editor") return /** @type {LocalizedString} */ (`[Ṁáķé ${i?.name} éðíţöŕ? one ]`);
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`[Ṁáķé ${i?.name} áðɱíñ? one]`);
	if (i?.role === "owner") return /** @type {LocalizedString} */ (`[Ṁáķé ${i?.name} öŵñéŕ? one]`);
	return /** @type {LocalizedString} */ (`[Ṁáķé ${i?.name} ${i?.role}? one ]`)
	
};

/**
* | role | output |
* | --- | --- |
* | "viewer" | "Make {name} viewer?" |
* | "editor" | "Make {name} editor?" |
* | "admin" | "Make {name} admin?" |
* | "owner" | "Make {name} owner?" |
* | * | "Make {name} {role}?" |
*
* @param {Members_Make_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_make_role = /** @type {((inputs: Members_Make_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Make_RoleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_make_role(inputs)
	if (locale === "fr") return fr_members_make_role(inputs)
	if (locale === "nl") return nl_members_make_role(inputs)
	if (locale === "es") return es_members_make_role(inputs)
	if (locale === "en-XA") return en_xa2_members_make_role(inputs)
	return en_members_make_role(inputs)
});